import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { HomeBanner } from '../pages/home-banner';

export default createParcel(HomeBanner, { i18n: I18N });
