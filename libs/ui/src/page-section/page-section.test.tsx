import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../testing';
import { PageSection } from './page-section';

describe('PageSection', () => {
  it('is a section named by its level-1 heading, with its actions and content', async () => {
    const { container } = renderWithProviders(
      <PageSection title="Organizations" actions={<Button>Add organization</Button>}>
        <p>Three organizations</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Organizations' });
    expect(within(section).getByRole('heading', { level: 1, name: 'Organizations' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add organization' })).toBeInTheDocument();
    expect(within(section).getByText('Three organizations')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no actions unless given', () => {
    renderWithProviders(<PageSection title="Reports">No reports</PageSection>);
    expect(screen.getByRole('region', { name: 'Reports' })).toHaveTextContent('No reports');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
