def pattern = /\d+\.\d+/
println pattern
println '3.14' ==~ pattern
def path = /C:\temp\file/
println path
