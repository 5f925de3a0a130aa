import { Form } from "@remix-run/react";

export function LogoutButton() {
  return (
    <Form method="post" action="/admin/logout">
      <button type="submit" className="btn-secondary">
        Kirjaudu ulos
      </button>
    </Form>
  );
}
