import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { ActivityPage } from '../pages/activity-page';

export default createParcel(ActivityPage, { i18n: I18N });
