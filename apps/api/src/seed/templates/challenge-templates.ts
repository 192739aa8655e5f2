import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { ChallengeContent } from '@stride/demo-content';

/**
 * The offline templates the challenges link to (`template_url`, "Get Template"): a Word document per
 * challenge with its name, what to do, and for each step that asks something a space to write the answer.
 * Made from the seed content by write-templates.ts, so a template always matches its challenge.
 */
export function templateDocument(challenge: ChallengeContent): Document {
  const prompts = challenge.steps.filter((step) => step.step_type !== 'visual_flash_card');
  const answerRow = (text: string) =>
    new TableRow({
      children: [
        new TableCell({ width: { size: 35, type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: [new TextRun({ text, bold: true })] })] }),
        new TableCell({ width: { size: 65, type: WidthType.PERCENTAGE }, children: [new Paragraph(''), new Paragraph(''), new Paragraph('')] }),
      ],
    });
  return new Document({
    title: `${challenge.name}: template`,
    creator: 'Stride',
    sections: [
      {
        children: [
          new Paragraph({ text: challenge.name, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: challenge.description }),
          new Paragraph({ text: `Time needed: about ${challenge.time_required_in_minutes} minutes.`, spacing: { after: 200 } }),
          ...prompts
            .filter((step) => step.step_type === 'reading')
            .map((step) => new Paragraph({ text: step.step_display, spacing: { after: 200 } })),
          new Paragraph({ text: 'Your notes', heading: HeadingLevel.HEADING_2 }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              answerRow('Date'),
              ...prompts.filter((step) => step.step_type !== 'reading').map((step) => answerRow(step.step_display)),
              answerRow('What will you do differently next time?'),
            ],
          }),
          new Paragraph({ text: 'Made with Stride.', alignment: AlignmentType.RIGHT, spacing: { before: 400 } }),
        ],
      },
    ],
  });
}

export const templateBytes = (challenge: ChallengeContent): Promise<Buffer> => Packer.toBuffer(templateDocument(challenge));
