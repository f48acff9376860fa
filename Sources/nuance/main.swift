print("nuance")
