export { ProgressBar, progressBarSizes, progressBarTones } from './progress-bar';
export type { ProgressBarProps, ProgressBarSize, ProgressBarTone } from './progress-bar';
