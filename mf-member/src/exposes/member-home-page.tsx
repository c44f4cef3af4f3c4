import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { MemberHomePage } from '../pages/member-home-page';

export default createParcel(MemberHomePage, { i18n: I18N });
