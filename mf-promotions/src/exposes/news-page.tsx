import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { NewsPage } from '../pages/news-page';

export default createParcel(NewsPage, { i18n: I18N });
