import { createHash, randomBytes } from 'node:crypto';

// The signed-in researchers of the capacity bench, written straight into its throwaway database:
// signing in through the API is rate-limited (10 a minute per account), and thousands of pages need
// hundreds of sessions. The demo's users come first, as they are (their own project memberships);
// past them come bench researchers, each an accepted member of one demo project or of none, so an
// execution event of one project is for about a quarter of the open pages.

const BENCH_DOMAIN = 'capacity.bench.invalid';

/** As auth/sessions.ts stores a cookie's token: SHA-256, base64url. */
const tokenHash = (token) => createHash('sha256').update(token).digest('base64url');

/**
 * `count` researchers, each with a fresh session: `{ userId, priv, bench, cookie, projects }`, where
 * `projects` are the ids of the projects whose execution events the user should hear (accepted
 * member) and `bench` marks those the bench added.
 */
export async function researchers(sql, count, sessionCookie) {
  const projectIds = (await sql.query('select id from projects order by id')).rows.map((row) => row.id);
  const demo = (
    await sql.query(
      `select u.id, u.priv, coalesce(array_agg(m.project_id order by m.project_id)
                filter (where m.state = 'ACCEPTED'), '{}') as projects
         from users u left join project_members m on m.user_id = u.id
        group by u.id, u.priv order by u.id`,
    )
  ).rows;
  const extra = Math.max(0, count - demo.length);
  const added = [];
  if (extra > 0) {
    const numbers = Array.from({ length: extra }, (_, i) => i + 1);
    const ids = (
      await sql.query(
        `insert into users (email, password_hash, name, priv)
         select format('capacity-%s@${BENCH_DOMAIN}', n), '!', format('벤치 연구자 %s', n), 'NORMAL'
           from unnest($1::int[]) n
         returning id`,
        [numbers],
      )
    ).rows.map((row) => row.id);
    // One project in turn, and every (projects + 1)th researcher in none.
    const rows = ids.map((id, i) => ({ id, project: projectIds[i % (projectIds.length + 1)] }));
    const members = rows.filter((row) => row.project !== undefined);
    await sql.query(
      `insert into project_members (project_id, user_id, role, state, responded_at)
       select p, u, 'MEMBER', 'ACCEPTED', now() from unnest($1::int[], $2::int[]) as t(p, u)`,
      [members.map((row) => row.project), members.map((row) => row.id)],
    );
    added.push(
      ...rows.map((row) => ({
        id: row.id,
        priv: 'NORMAL',
        bench: true,
        projects: row.project === undefined ? [] : [row.project],
      })),
    );
  }
  const chosen = [...demo, ...added].slice(0, count);
  const tokens = chosen.map(() => randomBytes(32).toString('base64url'));
  await sql.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select h, u, now() + interval '1 day' from unnest($1::text[], $2::int[]) as t(h, u)`,
    [tokens.map(tokenHash), chosen.map((user) => user.id)],
  );
  return chosen.map((user, i) => ({
    userId: user.id,
    priv: user.priv,
    bench: user.bench === true,
    cookie: `${sessionCookie}=${tokens[i]}`,
    projects: user.projects,
  }));
}
