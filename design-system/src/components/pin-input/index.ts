export { PinInput, cleanPin, type PinInputProps } from './pin-input';
