import type { AnswerOf } from '@m/shared';

export type VendorStructure = AnswerOf<'gameVendors'>;
export type Category = VendorStructure['categories'][number];
export type GameCardData = VendorStructure['games'][number];
