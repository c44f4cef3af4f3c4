import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { LimitsPage } from '../pages/limits-page';

export default createParcel(LimitsPage, { i18n: I18N });
