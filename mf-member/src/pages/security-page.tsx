/** /m/member/security (issue 26 item 2): the member's security settings, reached from the member centre. */
import { BundleTag, useTranslation, type ParcelProps } from '@m/shared';
import { SecurityView } from '../security/security-view';
import { useMemberStyles } from '../ui/member-styles';

export function SecurityPage(props: ParcelProps) {
  useMemberStyles();
  const { t } = useTranslation('member');
  return (
    <section className="mc-page" data-page="mf-member/SecurityPage" data-route={props.route}>
      <h1>{t('security_title')}</h1>
      <SecurityView search={props.search} navigate={props.navigate} />
      <BundleTag name={__BUNDLE_NAME__} version={__BUNDLE_VERSION__} />
    </section>
  );
}
