import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { HomeCategories } from '../pages/home-categories';

export default createParcel(HomeCategories, { i18n: I18N });
