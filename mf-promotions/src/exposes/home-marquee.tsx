import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { HomeMarquee } from '../pages/home-marquee';

export default createParcel(HomeMarquee, { i18n: I18N });
