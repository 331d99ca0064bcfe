print("dnd")
