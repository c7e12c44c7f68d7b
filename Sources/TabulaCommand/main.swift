print("tabula")
