import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { RegisterPage } from '../pages/register-page';

export default createParcel(RegisterPage, { i18n: I18N });
