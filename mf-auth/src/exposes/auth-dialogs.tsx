import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { AuthDialogs } from '../pages/auth-dialogs';

export default createParcel(AuthDialogs, { i18n: I18N });
