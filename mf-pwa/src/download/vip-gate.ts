/**
 * SPEC section 5, VIP gate: with DOWNLOAD_BAR_VIP_ONLY the download bar is only for VIP members
 * (club label of type AUTO, SPEC section 3) whose rank is at least VIP_RANK_LEVEL.
 */
export interface ClubLabel {
  labelId?: string | number;
  labelName?: string;
  type?: string;
  rankLevel?: number | string;
}

export interface MemberInfoLike {
  clubLabel?: ClubLabel | null;
}

export interface VipGateConfig {
  DOWNLOAD_BAR_VIP_ONLY?: boolean;
  VIP_RANK_LEVEL?: number;
}

export function passesVipGate(gw: VipGateConfig | undefined, member: MemberInfoLike | null): boolean {
  if (gw?.DOWNLOAD_BAR_VIP_ONLY !== true) return true;
  const label = member?.clubLabel;
  if (!label || label.type !== 'AUTO') return false;
  const rank = Number(label.rankLevel);
  const required = Number(gw.VIP_RANK_LEVEL ?? 0);
  return Number.isFinite(rank) && rank >= (Number.isFinite(required) ? required : 0);
}
