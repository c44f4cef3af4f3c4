import { createParcel } from '@m/shared';
import { I18N } from '../i18n';
import { CashierPage } from '../pages/cashier-page';

export default createParcel(CashierPage, { i18n: I18N });
