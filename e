timeout: failed to run command ‘doctor’: No such file or directory
