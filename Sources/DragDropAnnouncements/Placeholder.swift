/// A placeholder of the phrases, `{item}` in "Lifted {item}.": every name a template may use.
/// Values are given by these cases, so a misspelled one fails the build; `PlaceholderTests`
/// holds every English template and every catalog to the list.
public enum Placeholder: String, CaseIterable, Hashable, Sendable {
  /// A node's name, or a noun phrase.
  case item
  /// A container's name, or a node's home.
  case container
  /// "position 2 of 3", or a number.
  case position
  /// A number that picks a phrase's plural form.
  case count
  /// Where something goes or what is over it.
  case target
  /// Why something was refused or failed.
  case reason
  /// A point, `x,y`.
  case point
  /// What the lifted item is over.
  case over
  /// A frame's origin.
  case origin
  /// A size, or how many of something.
  case size
  /// Where an item goes back to.
  case back
  /// A copy's name.
  case copy
  /// A color's name.
  case color
  /// A direction said as words, "to the right".
  case towards
  /// An edit, or a command to type.
  case edit
  /// Where something came from, or a first value.
  case from
  /// Where something went, or a second value.
  case to
  /// A node's properties, listed.
  case properties
  /// A grid row.
  case row
  /// A grid column, or a column in a file.
  case column
  /// A distance from a point.
  case offset
  /// How far, in points.
  case distance
  /// A side, "left" or "above".
  case side
  /// How far a move went.
  case travel
  /// What is near.
  case near
  /// A region of the scene.
  case region
  /// Items, listed.
  case items
  /// Room for how many.
  case room
  /// An outline level.
  case level
  /// A state, such as a task's.
  case state
  /// Where a node is, said whole.
  case place
  /// What is selected now.
  case now
  /// The focus.
  case focus
  /// A scene's name.
  case scene
  /// A file's path.
  case file
  /// A command, an option or an example as typed, which stays English.
  case command
  /// A home note.
  case home
  /// What failed.
  case failed
  /// The pointer's drag threshold, in points.
  case threshold
  /// A board card's date, as said.
  case date
  /// A board card's time, as said.
  case time
  /// A day in digits.
  case day
  /// A month's name.
  case month
  /// A year in digits.
  case year
  /// An hour in digits.
  case hour
  /// A minute in digits.
  case minute
  /// A line number of a file.
  case line
  /// How many pages a folder has, in words: "12 pages".
  case pages
  /// How many folders, in words: "3 folders".
  case folders
  /// The files a save wrote, named one after another.
  case files
}
