import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { MemberServices } from '../pages/member-services';

export default createParcel(MemberServices, { i18n: I18N });
