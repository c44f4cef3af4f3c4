import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { ChangePasswordPage } from '../pages/change-password-page';

export default createParcel(ChangePasswordPage, { i18n: I18N });
