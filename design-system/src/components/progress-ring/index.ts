export { ProgressRing, type ProgressRingProps } from './progress-ring';
