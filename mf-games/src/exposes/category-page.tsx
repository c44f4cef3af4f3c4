import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { CategoryPage } from '../pages/category-page';

export default createParcel(CategoryPage, { i18n: I18N });
