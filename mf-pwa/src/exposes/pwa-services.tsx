import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { PwaServices } from '../pages/pwa-services';

export default createParcel(PwaServices, { i18n: I18N });
