import { chosenSection, sectionsFor } from './sections';

describe('administrator sections', () => {
  it('gives roles 3-6 every section and role 2 only Reports, Group and Search', () => {
    for (const role of [3, 4, 5, 6]) expect(sectionsFor(role)).toEqual(['reports', 'organization', 'group', 'user', 'search']);
    expect(sectionsFor(2)).toEqual(['reports', 'group', 'search']);
  });

  it('shows the section named in navigation state when the role may see it, otherwise Reports', () => {
    expect(chosenSection(3, { section: 'user' })).toBe('user');
    expect(chosenSection(2, { section: 'group' })).toBe('group');
    expect(chosenSection(2, { section: 'organization' })).toBe('reports');
    expect(chosenSection(3, null)).toBe('reports');
    expect(chosenSection(3, { section: 'nonsense' })).toBe('reports');
  });
});
