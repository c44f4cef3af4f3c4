import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { HomePopups } from '../pages/home-popups';

export default createParcel(HomePopups, { i18n: I18N });
