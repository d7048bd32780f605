def text = '''line one
line two'''
println text
println text.readLines().size()
