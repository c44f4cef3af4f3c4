import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { AuthDialogs, type AuthDialogsProps } from '../pages/auth-dialogs';

export default createParcel<AuthDialogsProps>(AuthDialogs, { i18n: I18N });
