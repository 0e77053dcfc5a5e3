import type { ReactNode } from 'react';
import { vars } from '../theme/contract.css';
import { layers } from '../theme/layers';
import { rootFontSizePx } from '../theme/tokens';
import { contrastLevel, contrastRatio, formatRatio } from './tokens-contrast';
import type { ContrastLevel } from './tokens-contrast';
import * as styles from './token-tables.css';

// Tables for the tokens docs page (tokens.mdx). Values are read from the live theme on <html>
// (the Storybook preview sets lightThemeClass there), so the page always shows what ships.

type ColorToken = keyof typeof vars.color;

/** `var(--ui-color-primary)` → `--ui-color-primary`. */
const propertyOf = (reference: string): string => /var\((--[^),]+)/.exec(reference)?.[1] ?? reference;

const readToken = (reference: string): string =>
  typeof document === 'undefined'
    ? ''
    : getComputedStyle(document.documentElement).getPropertyValue(propertyOf(reference)).trim();

const remToPx = (value: string): string => {
  const rem = /^(-?\d*\.?\d+)rem$/.exec(value)?.[1];
  return rem === undefined ? value : `${Math.round(Number(rem) * rootFontSizePx * 10) / 10}px`;
};

const levelText: Record<ContrastLevel, string> = {
  text: 'AA text (4.5:1)',
  'non-text': 'Large text / non-text only (3:1)',
  low: 'Decoration only (< 3:1)',
};

function Table({ columns, children, caption }: { columns: string[]; children: ReactNode; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.headerCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Code({ children }: { children: ReactNode }) {
  return <code className={styles.code}>{children}</code>;
}

/** Every colour token with its value and its contrast against `surface` (white). */
export function ColorTokens() {
  const surface = readToken(vars.color.surface);
  const names = Object.keys(vars.color) as ColorToken[];
  return (
    <Table
      caption="Colours against the surface"
      columns={['Swatch', 'Token', 'Custom property', 'Value', 'On surface', 'Allows']}
    >
      {names.map((name) => {
        const reference = vars.color[name];
        const value = readToken(reference);
        const ratio = contrastRatio(value, surface);
        return (
          <tr key={name} data-token={name}>
            <td className={styles.cell}>
              <span className={styles.swatch} style={{ backgroundColor: reference }} />
            </td>
            <td className={styles.cell}>
              <Code>{`vars.color.${name}`}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{propertyOf(reference)}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{value || '—'}</Code>
            </td>
            <td className={styles.cell} data-ratio>
              {formatRatio(ratio)}
            </td>
            <td className={`${styles.cell} ${styles.verdict}`}>{levelText[contrastLevel(ratio)]}</td>
          </tr>
        );
      })}
    </Table>
  );
}

/** Text colour on background colour, as the components pair them. */
const textPairs: readonly { fg: ColorToken; bg: ColorToken; use: string }[] = [
  { fg: 'text', bg: 'surface', use: 'Body text' },
  { fg: 'text', bg: 'bg', use: 'Text on the page background; neutral badge' },
  { fg: 'text', bg: 'surfaceHover', use: 'Hovered rows and menu items' },
  { fg: 'text', bg: 'surfaceActive', use: 'Avatar initials' },
  { fg: 'textMuted', bg: 'surface', use: 'Help text, descriptions' },
  { fg: 'textMuted', bg: 'bg', use: 'Muted text on the page background' },
  { fg: 'primary', bg: 'surface', use: 'Links, ghost buttons, the active tab' },
  { fg: 'primaryForeground', bg: 'primary', use: 'Primary button' },
  { fg: 'primaryForeground', bg: 'primaryHover', use: 'Primary button, hovered' },
  { fg: 'primaryForeground', bg: 'primaryActive', use: 'Primary button, pressed' },
  { fg: 'danger', bg: 'surface', use: 'Error messages' },
  { fg: 'dangerForeground', bg: 'danger', use: 'Danger button, solid danger badge' },
  { fg: 'danger', bg: 'dangerSubtle', use: 'Danger badge' },
  { fg: 'success', bg: 'successSubtle', use: 'Success badge' },
  { fg: 'successForeground', bg: 'success', use: 'Solid success badge' },
  { fg: 'warning', bg: 'warningSubtle', use: 'Warning badge' },
  { fg: 'warningForeground', bg: 'warning', use: 'Solid warning badge' },
  { fg: 'info', bg: 'infoSubtle', use: 'Info badge' },
  { fg: 'infoForeground', bg: 'info', use: 'Solid info badge' },
  { fg: 'surface', bg: 'textMuted', use: 'Solid neutral badge' },
];

export function TextPairs({ sample = 'Aa 123' }: { sample?: string | undefined }) {
  return (
    <Table
      caption="Text pairs used by the components"
      columns={['Sample', 'Text', 'Background', 'Ratio', 'Allows', 'Used for']}
    >
      {textPairs.map(({ fg, bg, use }) => {
        const ratio = contrastRatio(readToken(vars.color[fg]), readToken(vars.color[bg]));
        return (
          <tr key={`${fg}-${bg}`} data-pair={`${fg}/${bg}`}>
            <td className={styles.cell}>
              <span
                className={styles.pairSample}
                style={{ color: vars.color[fg], backgroundColor: vars.color[bg] }}
              >
                {sample}
              </span>
            </td>
            <td className={styles.cell}>
              <Code>{fg}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{bg}</Code>
            </td>
            <td className={styles.cell} data-ratio>
              {formatRatio(ratio)}
            </td>
            <td className={`${styles.cell} ${styles.verdict}`}>{levelText[contrastLevel(ratio)]}</td>
            <td className={styles.cell}>{use}</td>
          </tr>
        );
      })}
    </Table>
  );
}

export function SpaceTokens() {
  const names = Object.keys(vars.space) as (keyof typeof vars.space)[];
  return (
    <Table caption="Spacing" columns={['Token', 'Custom property', 'Value', 'Pixels', 'Preview']}>
      {names.map((name) => {
        const value = readToken(vars.space[name]);
        return (
          <tr key={name}>
            <td className={styles.cell}>
              <Code>{`vars.space.${name}`}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{propertyOf(vars.space[name])}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{value}</Code>
            </td>
            <td className={styles.cell}>{remToPx(value)}</td>
            <td className={styles.cell}>
              <span className={styles.bar} style={{ width: vars.space[name] }} />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

export function TypeScale({ sample = 'The quick brown fox 123' }: { sample?: string | undefined }) {
  const names = Object.keys(vars.fontSize) as (keyof typeof vars.fontSize)[];
  return (
    <Table caption="Type scale (1rem = 14px)" columns={['Token', 'Value', 'Pixels', 'Sample']}>
      {names.map((name) => {
        const value = readToken(vars.fontSize[name]);
        return (
          <tr key={name}>
            <td className={styles.cell}>
              <Code>{`vars.fontSize.${name}`}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{value}</Code>
            </td>
            <td className={styles.cell}>{remToPx(value)}</td>
            <td
              className={styles.cell}
              style={{ fontSize: vars.fontSize[name], lineHeight: vars.lineHeight.tight }}
            >
              {sample}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

export function RadiusTokens() {
  const names = Object.keys(vars.radius) as (keyof typeof vars.radius)[];
  return (
    <Table caption="Radii" columns={['Token', 'Value', 'Preview']}>
      {names.map((name) => (
        <tr key={name}>
          <td className={styles.cell}>
            <Code>{`vars.radius.${name}`}</Code>
          </td>
          <td className={styles.cell}>
            <Code>{readToken(vars.radius[name])}</Code>
          </td>
          <td className={styles.cell}>
            <span className={styles.radiusBox} style={{ borderRadius: vars.radius[name] }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

const layerUses: Record<keyof typeof layers, string> = {
  overlay: 'Dimmed backdrop behind dialogs',
  menu: 'Dropdown menus, selects, popovers',
  modal: 'Dialogs and confirmations',
  tooltip: 'Tooltips',
  toast: 'A toast',
  toastContainer: 'The toast viewport',
};

export function LayerTokens() {
  const names = (Object.keys(layers) as (keyof typeof layers)[]).sort((a, b) => layers[a] - layers[b]);
  return (
    <Table caption="Stacking layers (spec §9)" columns={['Layer', 'z-index', 'Used for']}>
      {names.map((name) => (
        <tr key={name}>
          <td className={styles.cell}>
            <Code>{`layers.${name}`}</Code>
          </td>
          <td className={styles.cell}>{layers[name]}</td>
          <td className={styles.cell}>{layerUses[name]}</td>
        </tr>
      ))}
    </Table>
  );
}
