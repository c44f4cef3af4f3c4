import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { ForgotPasswordPage } from '../pages/forgot-password-page';

export default createParcel(ForgotPasswordPage, { i18n: I18N });
