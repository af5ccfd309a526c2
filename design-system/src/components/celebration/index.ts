export { Celebration, useReducedMotion, type CelebrationProps } from './celebration';
