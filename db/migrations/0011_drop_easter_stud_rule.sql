-- The demo article 'Milloin talvirenkaat alle?' stated the Easter rule for studded tyres that the road traffic
-- act dropped in 2020 (issue 27). An article still holding the demo's sentence word for word gets the current
-- rule; one the shop has edited since is left as it is.
UPDATE "blog_articles"
SET "content" = replace("content", '- **Nastarenkaita** saa käyttää 1.11.–31.3. tai toista pääsiäispäivää seuraavaan maanantaihin asti, jos se on myöhemmin.', '- **Nastarenkaita** saa käyttää 1.11.–31.3. Vanha sääntö, jonka mukaan nastoilla sai ajaa pääsiäisen jälkeiseen maanantaihin asti, poistui tieliikennelaista vuonna 2020.')
WHERE "content" LIKE '%' || '- **Nastarenkaita** saa käyttää 1.11.–31.3. tai toista pääsiäispäivää seuraavaan maanantaihin asti, jos se on myöhemmin.' || '%';
