import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './avatar';

describe('Avatar', () => {
  it('shows initials named after the person when there is no photo', () => {
    render(<Avatar name="Pedro Henrique Lima" />);
    expect(screen.getByRole('img', { name: 'Pedro Henrique Lima' })).toHaveTextContent('PL');
  });

  it('shows the photo with the name as alt text, and initials if it fails', () => {
    render(<Avatar name="Bia" src="/foto.png" />);
    const image = screen.getByRole('img', { name: 'Bia' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Bia' })).toHaveTextContent('B');
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('ana clara souza')).toBe('AS');
    expect(initialsOf('  Léo ')).toBe('L');
    expect(initialsOf('')).toBe('?');
  });
});
