/**
 * The merchant's look (merchant.json `theme`): the colours, corner radius and logo that the
 * shell's CSS custom properties carry to every remote. SPEC 9: the theme is light. Every field
 * is optional; what a merchant leaves out comes from the light theme below.
 */
import { z } from 'zod';

export const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1e6fd9');

/** A file under the merchant's static/ folder: letters, digits, - _ . and /, no `..`. */
export const staticImage = z
  .string()
  .regex(
    /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9/_.-]*\.(?:svg|png|webp)$/,
    "a path under the merchant's static/ folder ending .svg, .png or .webp",
  );

export const themeSchema = z.strictObject({
  $comment: z.string().optional(),
  scheme: z.literal('light').optional(),
  /** Text and icons drawn on the brand colour (header, primary buttons). */
  brandInk: hexColour.optional(),
  ink: hexColour.optional(),
  muted: hexColour.optional(),
  line: hexColour.optional(),
  bg: hexColour.optional(),
  card: hexColour.optional(),
  /** Corner radius of cards and dialogs, in CSS pixels. */
  radius: z.number().int().min(0).max(32).optional(),
  logo: staticImage.optional(),
  /** The browser's toolbar colour (theme-color meta and manifest); SPEC 2: white by default. */
  browserColor: hexColour.optional(),
});

export type ThemeFile = z.infer<typeof themeSchema>;

export interface Theme {
  scheme: 'light';
  brand: string;
  brandInk: string;
  ink: string;
  muted: string;
  line: string;
  bg: string;
  card: string;
  radius: number;
  /** Path under the merchant's static folder, or null. */
  logo: string | null;
  browserColor: string;
}

/** The light theme the shell's own stylesheet also starts from (shell/src/index.html). */
export const LIGHT_THEME: Omit<Theme, 'brand'> = {
  scheme: 'light',
  brandInk: '#ffffff',
  ink: '#1d1d1f',
  muted: '#6b6b70',
  line: '#e6e6ea',
  bg: '#f6f6f8',
  card: '#ffffff',
  radius: 12,
  logo: null,
  browserColor: '#ffffff',
};

/** The merchant's theme with the light theme's defaults filled in. */
export function resolveTheme(brandColor: string, file: ThemeFile | undefined): Theme {
  const { $comment: _comment, ...given } = file ?? {};
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return { ...LIGHT_THEME, ...defined, brand: brandColor.toLowerCase() } as Theme;
}
