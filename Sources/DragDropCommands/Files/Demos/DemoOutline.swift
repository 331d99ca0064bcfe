/// The `outline` demo: a project plan as a Markdown document, nested task lists under headings,
/// with a paragraph and a code block that are text of the items before them.
enum DemoOutline {
  static let text = """
    # Launch plan

    ## Backend
    - [ ] Set up the database
      - [x] Write the schema
      - [ ] Seed test data
    - [ ] Build the API
      - [ ] Write tests
      - [ ] Document the endpoints
    - [ ] Deploy

    ## Frontend
    - [ ] Sign-in page
    - [ ] Settings page
      - [ ] Dark mode

    Run the app locally with:

    ```
    - not an item: make run
    ```

    ## Later
    - [ ] Offline mode

    """
}
