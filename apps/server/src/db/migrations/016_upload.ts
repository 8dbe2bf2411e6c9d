// Who uploaded each file (modules/content/upload.ts): a file under DATA_DIR/uploads is served to
// its owner alone, a submission may name only its caller's own files, and a member's uploads per
// day are capped, which needs their sizes and times. `purpose` is what the file was attached to
// ('' until then, 'kyc', 'feedback'); once attached it cannot be attached to something else.
// Files named by KYC requests and feedback from before this table are given to their members.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table upload (
    name text primary key,
    member_id bigint not null references member(id),
    purpose text not null default '',
    size integer not null,
    content_type text not null,
    create_time timestamptz not null default now()
  )`.execute(db);
  await sql`create index upload_member_time on upload(member_id, create_time)`.execute(db);
  // The size of a file uploaded before is unknown here (the database does not see the files): 0.
  await sql`insert into upload (name, member_id, purpose, size, content_type, create_time)
    select distinct on (name) name, member_id, purpose, 0,
      case substring(name from '\\.([a-z]+)$') when 'png' then 'image/png' when 'jpg' then 'image/jpeg' when 'gif' then 'image/gif' else 'image/webp' end,
      create_time
    from (
      select substring(front_image from 10) as name, member_id, 'kyc' as purpose, create_time from kyc_request
      union all select substring(back_image from 10), member_id, 'kyc', create_time from kyc_request
      union all select substring(image from 10), member_id, 'feedback', create_time
        from feedback cross join lateral jsonb_array_elements_text(feedback.images::jsonb) as image
        where member_id is not null
    ) as named
    where name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|gif|webp)$'
    order by name, create_time`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists upload`.execute(db);
}
