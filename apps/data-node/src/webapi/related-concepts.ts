import { rowObjects, type CdmDatabase } from '../cdm/database.js';
import { COLUMNS, conceptOf } from './vocabulary.js';

// WebAPI's related concepts (VocabularyService.getRelatedConcepts) and the hierarchy alone
// (getConceptAncestorAndDescendant): each concept once, with every way it relates to the asked one
// in RELATIONSHIPS. Direct relationships come from concept_relationship (valid rows only), named by
// the relationship table, distance 0; the hierarchy from concept_ancestor, "Has ancestor of" for
// ancestors and "Has descendant of" for descendants, distance min_levels_of_separation (the concept
// itself among them at distance 0, as WebAPI's getRelatedConcepts.sql answers it). A CDM with
// an empty relationship table (the Synthea sample) names a relationship by its id instead.

const hierarchySql = (schema: string) => `
  select ca.ancestor_concept_id as related_id, 'Has ancestor of' as relationship_name,
         ca.min_levels_of_separation as distance
  from ${schema}.concept_ancestor ca
  where ca.descendant_concept_id = $1
  union all
  select ca.descendant_concept_id, 'Has descendant of', ca.min_levels_of_separation
  from ${schema}.concept_ancestor ca
  where ca.ancestor_concept_id = $1`;

const directSql = (schema: string) => `
  select cr.concept_id_2 as related_id, coalesce(r.relationship_name, cr.relationship_id) as relationship_name,
         0 as distance
  from ${schema}.concept_relationship cr
  left join ${schema}.relationship r on r.relationship_id = cr.relationship_id
  where cr.concept_id_1 = $1 and cr.invalid_reason is null`;

async function relatedBy(db: CdmDatabase, schema: string, id: number, relations: string) {
  const result = await db.query(
    `with related as (${relations})
     select ${COLUMNS}, rel.relationship_name, rel.distance
     from related rel join ${schema}.concept c on c.concept_id = rel.related_id
     order by rel.distance, c.concept_id, rel.relationship_name`,
    [id],
  );
  const byId = new Map<number, ReturnType<typeof conceptOf> & { RELATIONSHIPS: unknown[] }>();
  for (const row of rowObjects(result)) {
    const conceptId = Number(row.concept_id);
    let related = byId.get(conceptId);
    if (!related) {
      related = { ...conceptOf(row), RELATIONSHIPS: [] };
      byId.set(conceptId, related);
    }
    related.RELATIONSHIPS.push({
      RELATIONSHIP_NAME: row.relationship_name,
      RELATIONSHIP_DISTANCE: Number(row.distance),
    });
  }
  return [...byId.values()];
}

/** `GET /concept/{id}/related`: direct relationships and the hierarchy. */
export const relatedConcepts = (db: CdmDatabase, schema: string, id: number) =>
  relatedBy(db, schema, id, `${directSql(schema)} union all ${hierarchySql(schema)}`);

/** `GET /concept/{id}/ancestorAndDescendant`: the hierarchy rows only. */
export const ancestorsAndDescendants = (db: CdmDatabase, schema: string, id: number) =>
  relatedBy(db, schema, id, hierarchySql(schema));
