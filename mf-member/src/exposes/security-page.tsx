import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { SecurityPage } from '../pages/security-page';

export default createParcel(SecurityPage, { i18n: I18N });
