export { DateText, type DateTextProps } from './date-text';
