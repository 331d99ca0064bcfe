/// The `board` demo: a team's board as the Obsidian Kanban plugin writes it, with tags, a date, a
/// link, a sub-line, a WIP limit, a lane that completes its cards, an archive and settings.
enum DemoBoard {
  static let text = """
    ---

    kanban-plugin: basic

    ---

    ## Backlog

    - [ ] Write the release notes #docs
    - [ ] Fix the login timeout #bug @{2026-12-01}
    \t- fails after 30 s on slow links
    - [ ] Review the [[API draft]] with Sam
    - [ ] Translate the help pages #docs


    ## In Progress (2)

    - [ ] Set up nightly builds #infra


    ## Review

    - [ ] Keyboard shortcuts for moving cards


    ## Done

    **Complete**
    - [x] Draft the roadmap


    ***

    ## Archive

    - [x] Pick a name for the project

    %% kanban:settings
    ```
    {"kanban-plugin":"basic","lane-width":272}
    ```
    %%

    """
}
