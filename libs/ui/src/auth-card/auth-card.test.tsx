import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { AuthCard } from './auth-card';

describe('AuthCard', () => {
  it('titles the card with an h1 and holds the form and footer', () => {
    renderWithProviders(
      <AuthCard title="Log in" subtitle="Welcome back" footer={<a href="/user/signup">Create an account</a>}>
        <TextInput label="Email" />
      </AuthCard>,
    );
    const card = screen.getByRole('region', { name: 'Log in' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Welcome back');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/user/signup');
  });
});
