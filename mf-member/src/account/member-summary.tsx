/**
 * The member's account (SPEC 3 member info): account, id, type, language, club label with its
 * benefits when AUTO, VIP rank progress as a bar, and the profile icon.
 */
import { useState } from 'react';
import { LANGUAGE_NAMES, useDebugMode, useTranslation, type LanguageCode } from '@m/shared';
import type { MemberInfo, RankProgressAnswer } from './account-api';
import { ProfileIcon } from './profile-icon';
import { ProfileIconPicker } from './profile-icon-picker';
import { shownIcon } from './profile-icons';
import { progressRatio, visibleBenefits } from './rank-progress';
import { VipLevels } from './vip-levels';

function typeKey(type: number): string {
  if (type === 1 || type === 2) return 'type_agent';
  if (type === 0) return 'type_member';
  return 'type_other';
}

export function MemberSummary({
  info,
  progress,
  iconCount,
  onIconSaved,
}: {
  info: MemberInfo;
  progress: RankProgressAnswer | null;
  iconCount: number;
  onIconSaved: (icon: number) => void;
}) {
  const { t } = useTranslation('member');
  const debug = useDebugMode();
  const [picking, setPicking] = useState(false);
  const icon = shownIcon(info.profileIcon, iconCount);
  const ratio = progressRatio(progress);
  const benefits = visibleBenefits(info.clubLabel);
  return (
    <section className="mc-card" aria-labelledby="mc-account" data-testid="member-summary">
      <div className="mc-row">
        <button
          type="button"
          className="mc-avatar"
          aria-expanded={picking}
          aria-label={t('profile_icon_change')}
          data-testid="profile-icon"
          data-icon={icon}
          onClick={() => setPicking((open) => !open)}
        >
          <ProfileIcon icon={icon} />
        </button>
        <div className="mc-grow">
          <h2 id="mc-account" data-testid="member-account">
            {/* A mobile player's masked number rather than their generated account name (issue 37). */}
            {info.displayName || info.account}
          </h2>
          {info.clubLabel && (
            <span className="mc-label" data-testid="club-label" data-label-type={info.clubLabel.type}>
              {info.clubLabel.labelName}
            </span>
          )}
        </div>
      </div>
      {picking && (
        <ProfileIconPicker
          count={iconCount}
          chosen={icon}
          onSaved={(saved) => {
            onIconSaved(saved);
            setPicking(false);
          }}
        />
      )}
      <dl className="mc-facts">
        <dt>{t('member_id')}</dt>
        <dd data-testid="member-id">{info.id}</dd>
        {/* The account type is for support: shown only with ?debug=1 (issue 27). */}
        {debug && (
          <>
            <dt>{t('member_type')}</dt>
            <dd data-testid="member-type" data-type={info.type}>
              {t(typeKey(info.type), { type: info.type })}
            </dd>
          </>
        )}
        <dt>{t('member_language')}</dt>
        <dd data-testid="member-language">{LANGUAGE_NAMES[info.language as LanguageCode] ?? info.language}</dd>
      </dl>
      <h3>{t('vip_progress')}</h3>
      <progress
        className="mc-progress"
        max={1}
        value={ratio}
        aria-label={t('vip_progress')}
        data-testid="rank-progress"
        data-ratio={ratio.toFixed(4)}
      />
      <p className="mc-muted" data-testid="rank-progress-text">
        {progress?.labelId
          ? t('vip_progress_text', { done: progress.completedConditions, total: progress.totalExpectedConditions })
          : t('vip_progress_top')}
      </p>
      {benefits.length > 0 && (
        <>
          <h3>{t('vip_benefits')}</h3>
          <ul className="mc-list" data-testid="vip-benefits">
            {benefits.map((benefit) => (
              <li key={benefit}>✓ {benefit}</li>
            ))}
          </ul>
        </>
      )}
      <VipLevels currentLabelId={progress?.currentLabelId ?? info.clubLabel?.labelId ?? null} nextLabelId={progress?.labelId ?? null} />
    </section>
  );
}
