import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { LoginPage } from '../pages/login-page';

export default createParcel(LoginPage, { i18n: I18N });
