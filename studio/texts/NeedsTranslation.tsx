/**
 * "Needs translation" in the desk (docs/languages.md): every text of every type whose English or
 * German is missing or whose German was written for an older English, each linking to its field.
 */
import { Badge, Card, Flex, Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import {
  schemaText,
  TRANSLATABLE_TYPES,
  translatableDocumentsQuery,
  translationTasks,
  type TranslationTask,
} from 'schemas';
import { useStudioLanguage } from '../studioLanguage';
import type { DocumentLink, TextsClient } from './client';
import { ISSUE_TONE as TONE, issueWord, wordsFor } from './words';

const TYPE_TITLES = new Map(TRANSLATABLE_TYPES.map((t) => [t.type, t.title]));

export function NeedsTranslation({ client, Link }: { client: TextsClient; Link: DocumentLink }) {
  const language = useStudioLanguage();
  const words = wordsFor(language);
  const [tasks, setTasks] = useState<TranslationTask[] | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    client
      .fetch<{ _id: string; _type: string }[]>(translatableDocumentsQuery(TRANSLATABLE_TYPES))
      .then((docs) => live && setTasks(translationTasks(docs, TRANSLATABLE_TYPES)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [client]);

  if (failed)
    return (
      <Card padding={4} tone="critical">
        <Text>{words.loadFailed}</Text>
      </Card>
    );
  if (!tasks)
    return (
      <Card padding={4}>
        <Text muted>{words.loading}</Text>
      </Card>
    );

  return (
    <Card padding={4} height="fill" overflow="auto">
      <Stack space={4}>
        <Text as="h1" size={2} weight="semibold">
          {words.needsTitle}
        </Text>
        <Text size={1} muted role="status">
          {tasks.length === 0 ? words.needsNone : words.needsCount(tasks.length)}
        </Text>
        <Stack as="ul" space={2} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tasks.map((task) => (
            <Card as="li" key={`${task.id}/${task.path}`} padding={3} radius={2} border>
              <Stack space={2}>
                <Flex gap={2} align="center" wrap="wrap">
                  <Badge tone={TONE[task.issue]}>{issueWord(words, task.issue)}</Badge>
                  <Text size={1} muted>
                    {schemaText(TYPE_TITLES.get(task.type) ?? task.type, language)} ·{' '}
                    {task.documentLabel}
                  </Text>
                </Flex>
                <Text size={1} weight="semibold">
                  <Link id={task.documentId} type={task.type} path={task.path}>
                    {schemaText(task.label, language)}
                  </Link>
                </Text>
                {task.english && (
                  <Text size={1} muted textOverflow="ellipsis">
                    EN: {task.english}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
