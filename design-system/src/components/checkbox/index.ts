export { Checkbox, type CheckboxChangeEvent, type CheckboxProps } from './checkbox';
