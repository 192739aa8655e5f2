import { useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StrideProvider } from './stride-provider';

function PrimaryColor() {
  return <p>{useMantineTheme().primaryColor}</p>;
}

describe('StrideProvider', () => {
  it('applies the Stride theme', () => {
    render(
      <StrideProvider env="test">
        <PrimaryColor />
      </StrideProvider>,
    );
    expect(screen.getByText('stride')).toBeInTheDocument();
  });
});
