import type { Schemas } from '@privacy-portal/sdk';
import { defaultFormDefinition } from '@privacy-portal/sdk/dsar';
import { LOCALES } from '@privacy-portal/sdk/i18n';
import { type ComponentType, useState } from 'react';

type FormDefinition = Schemas['FormDefinition'];

/** The spec's default form in these languages. */
export function storyDefinition(languages: Schemas['FormLocale'][] = ['en']): FormDefinition {
  return defaultFormDefinition(languages) as FormDefinition;
}

/** The default texts in the ten languages, as getDsarFormTemplate gives them. */
export const STORY_DEFAULTS = storyDefinition([...LOCALES]).texts;

interface DefinitionProps {
  definition: FormDefinition;
  onChange: (next: FormDefinition) => void;
}

/**
 * A builder panel with the definition in state, as the page holds it, so a story's clicks show;
 * `onChange` also reports each new definition to the story's spy.
 */
export function withDefinition<P extends DefinitionProps>(Panel: ComponentType<P>): ComponentType<P> {
  function Editing(props: P) {
    const [definition, setDefinition] = useState(props.definition);
    const panelProps: P = {
      ...props,
      definition,
      onChange: (next: FormDefinition) => {
        props.onChange(next);
        setDefinition(next);
      },
    };
    return <Panel {...panelProps} />;
  }
  return Editing;
}
